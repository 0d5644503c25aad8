/** The preview's frames, in CSS pixels: a common phone (375 × 667, the iPhone SE and 8 class) and a desktop. */
export type PreviewDevice = 'phone' | 'desktop';

const FRAME_SIZES: Record<PreviewDevice, { width: number; height: number }> = {
  phone: { width: 375, height: 667 },
  desktop: { width: 1024, height: 720 },
};

export function frameSizeOf(device: PreviewDevice): { width: number; height: number } {
  return FRAME_SIZES[device];
}

/**
 * The frame's address: this app's own page at /previewanswer, which the entry starts as the runner (no
 * designer code inside the frame).
 */
export function previewAnswerLink(surveyId: string): string {
  return `${location.pathname}#/previewanswer?surveyId=${encodeURIComponent(surveyId)}`;
}
