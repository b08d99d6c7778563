/** Output formats the content image service accepts. */
export const contentImageFormats = ['webp', 'png', 'jpeg'] as const;
export type ContentImageFormat = (typeof contentImageFormats)[number];

export const contentImageRotations = [0, 90, 180, 270] as const;
export type ContentImageRotation = (typeof contentImageRotations)[number];

export interface ContentImageOptions {
  blur?: number;
  quality?: number;
  brightness?: number;
  rotate?: ContentImageRotation;
  format?: ContentImageFormat;
}

export interface ValidationIssue {
  field: string;
  message: string;
}

export type ContentImageOptionsResult =
  { ok: true; value: ContentImageOptions } | { ok: false; issues: ValidationIssue[] };

const PERCENT_FIELDS = ['blur', 'quality', 'brightness'] as const;

/** Checks content image options: blur, quality and brightness 0–100, rotate 0/90/180/270, format webp/png/jpeg. */
export function validateContentImageOptions(
  options: Readonly<Record<string, unknown>>,
): ContentImageOptionsResult {
  const issues: ValidationIssue[] = [];
  const value: ContentImageOptions = {};
  for (const field of PERCENT_FIELDS) {
    const raw = options[field];
    if (raw === undefined) continue;
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0 || raw > 100) {
      issues.push({ field, message: `${field} must be a number from 0 to 100` });
    } else {
      value[field] = raw;
    }
  }
  const { rotate, format } = options;
  if (rotate !== undefined) {
    if ((contentImageRotations as readonly unknown[]).includes(rotate))
      value.rotate = rotate as ContentImageRotation;
    else issues.push({ field: 'rotate', message: 'rotate must be 0, 90, 180 or 270' });
  }
  if (format !== undefined) {
    if ((contentImageFormats as readonly unknown[]).includes(format))
      value.format = format as ContentImageFormat;
    else issues.push({ field: 'format', message: 'format must be webp, png or jpeg' });
  }
  return issues.length === 0 ? { ok: true, value } : { ok: false, issues };
}
