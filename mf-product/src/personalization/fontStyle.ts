import { font } from '@giftshop/shared';

/** How a catalogue font name is drawn in the live preview (system fonts only: nothing is downloaded). */
export interface PreviewFont {
  family: string;
  uppercase: boolean;
  italic: boolean;
}

const script = '"Segoe Script", "Snell Roundhand", "Brush Script MT", "URW Chancery L", cursive';

export function previewFont(name: string | null | undefined): PreviewFont {
  const key = (name ?? '').toLowerCase();
  if (/script|hand|cursive/.test(key)) return { family: script, uppercase: false, italic: true };
  if (/block|capital|caps/.test(key)) return { family: font.body, uppercase: true, italic: false };
  if (/sans|modern/.test(key)) return { family: font.body, uppercase: false, italic: false };
  return { family: font.display, uppercase: false, italic: false };
}
