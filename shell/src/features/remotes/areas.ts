// The ownership table is part of the contract: the server reads it too.
export { AREAS, areaForPath, type AreaDefinition } from '@portal/contracts/areas';
