export const bannerPaths = {
  list: '/admin/banners',
  edit: (bannerId: number | string) => `/admin/banners/${bannerId}`,
  /** The edit screen's route; id 0 means a new banner. */
  editRoute: '/admin/banners/:id',
} as const;
