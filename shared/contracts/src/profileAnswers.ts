import * as z from 'zod/mini';

// The profile as the API answers it, apart from the rules that check an edit
// (profile.ts, with the phone-number library), so a page that only shows it does not
// download them.

/** The profile as `GET/PUT /api/profile` answer it. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  bvn: z.string(),
  tin: z.string(),
  companyName: z.string(),
  directorInfo: z.array(z.object({ name: z.string(), ninOrBvn: z.string(), position: z.string() })),
  /** When the customer last saved it; null for a profile never saved. */
  updatedAt: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileDataSchema = z.object({ profile: profileSchema });
export type ProfileData = z.infer<typeof profileDataSchema>;
