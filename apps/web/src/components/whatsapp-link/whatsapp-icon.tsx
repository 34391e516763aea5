/** A speech bubble with a handset: WhatsApp's shape, drawn in the button's colour. */
export function WhatsAppIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 20.5 4.8 16A8.5 8.5 0 1 1 8 19.2z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1 0-3-2-3-3l1-1-1-2z" />
    </svg>
  );
}
