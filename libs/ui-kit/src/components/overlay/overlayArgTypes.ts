/**
 * Storybook argTypes shared by Dialog, Drawer and BottomSheet. react-docgen drops OverlayDismissal (a union), so its
 * two props are described here as overlayProps.ts documents them; the rest are not controls.
 */
export const overlayArgTypes = {
  onClose: {
    description:
      'Called on Esc, a backdrop click and the ✕ button. Left out (with closeLabel), the overlay cannot be ' +
      'dismissed: no ✕, and Esc and the backdrop do nothing.',
    table: { type: { summary: '() => void' } },
  },
  closeLabel: {
    description: 'Accessible name of the ✕ button, e.g. "ปิด" / "Close"; given with onClose.',
    control: 'text',
    table: { type: { summary: 'string' } },
  },
  children: { control: false },
  footer: { control: false },
  initialFocusRef: { control: false },
} as const;
