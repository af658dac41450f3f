/** The app's mark (the brand, not an icon: icons come from lucide-react, one import per icon). */
export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-9 w-9 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M8 20l5-5 4 4 7-8" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
