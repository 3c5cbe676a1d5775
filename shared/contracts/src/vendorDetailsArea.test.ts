import { areaForPath } from './areas';

describe("the vendor's bank details page (D43) in the route table", () => {
  it('belongs to the public site, with no sign-in, one token segment only', () => {
    expect(areaForPath('/vendor-details/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ')).toMatchObject({
      remote: 'public-site',
      role: null,
    });
    expect(areaForPath('/vendor-details/abc/')?.remote).toBe('public-site');
    expect(areaForPath('/vendor-details/abc/more')).toBeUndefined();
    expect(areaForPath('/vendor-details')).toBeUndefined();
  });
});
