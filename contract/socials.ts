/** The social networks a white label may link. */
export const SOCIALS = [
  'facebook',
  'messenger',
  'instagram',
  'linkedin',
  'twitter',
  'whatsapp',
  'youtube',
] as const;
