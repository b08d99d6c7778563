/** Photobox types: the small box, photo prints and the MAX box (spec point 3). */
export const photoboxTypes = ['small', 'photoprint', 'max'] as const;
export type PhotoboxType = (typeof photoboxTypes)[number];

export const photoPaperTypes = ['glossy', 'matt', 'hahnemuehle', 'poster'] as const;
export type PhotoPaperType = (typeof photoPaperTypes)[number];

/** True for small, photoprint or max. */
export function isPhotoboxType(value: string): value is PhotoboxType {
  return (photoboxTypes as readonly string[]).includes(value);
}
