/** The browser chrome's colour around the app (theme-color, the manifest): the header's surface in each mode. */
export const THEME_COLORS = { light: '#ffffff', dark: '#111827' } as const;
