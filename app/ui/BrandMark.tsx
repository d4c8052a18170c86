/** The SiteProof mark: a map pin holding a check. Decorative; the product name sits beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--accent-9)" />
      <path d="M16 6a8 8 0 0 0-8 8c0 6 8 12 8 12s8-6 8-12a8 8 0 0 0-8-8z" fill="#fff" />
      <path d="M12.5 14.2l2.4 2.4 4.6-4.6" stroke="var(--accent-9)" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
