import type { ValidationIssue } from './content-image-options.ts';

export const imageLoadings = ['lazy', 'eager'] as const;
export type ImageLoading = (typeof imageLoadings)[number];

/** The format choices of the image component; `auto` lets the CDN negotiate. */
export const imageFormatChoices = ['jpg', 'png', 'webp', 'auto'] as const;
export type ImageFormatChoice = (typeof imageFormatChoices)[number];

/** Checks image props: src must be text, loading lazy or eager, format one of the choices. */
export function validateImageProps(props: {
  src: unknown;
  loading?: unknown;
  format?: unknown;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (typeof props.src !== 'string') issues.push({ field: 'src', message: 'src must be text' });
  if (props.loading !== undefined && !(imageLoadings as readonly unknown[]).includes(props.loading)) {
    issues.push({ field: 'loading', message: 'loading must be lazy or eager' });
  }
  if (props.format !== undefined && !(imageFormatChoices as readonly unknown[]).includes(props.format)) {
    issues.push({ field: 'format', message: 'format must be jpg, png, webp or auto' });
  }
  return issues;
}
