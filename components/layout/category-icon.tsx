// Simple line icons for the configured icon classes (`category_icon`); unknown classes draw nothing.
const paths: Record<string, string> = {
  'icon-bath': 'M3 12h18v3a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  'icon-radiator': 'M5 5v14M9 5v14M13 5v14M17 5v14M3 8h18M3 16h18',
  'icon-snowflake': 'M12 2v20M4 7l16 10M20 7 4 17M9 4l3 2 3-2M9 20l3-2 3 2',
  'icon-pump': 'M4 14h4M16 14h4M12 6a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM12 10v4l3 2',
  'icon-wrench': 'M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z',
};

export function CategoryIcon({ icon }: { icon: string }) {
  const path = paths[icon];
  if (!path) return null;
  return (
    <svg
      className="category-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
