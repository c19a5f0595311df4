import {
  bannerPictureFields,
  bannerSchema,
  bannersPageAnswerSchema,
  type Banner,
  type BannerPictureField,
  type bannerFormSchema,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { postQuery, useForgetRecord, useStoreRecord } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import { serverPages } from '../../platform/ui/data-table/serverPages';
import { useApiMutation } from '../../platform/useApiMutation';

export const bannerKeys = {
  all: ['banners'] as const,
  list: ['banners', 'list'] as const,
  detail: (bannerId: number) => ['banners', 'detail', bannerId] as const,
};

/** A banner to create (`bannerId` 0) or update; a file replaces that picture, null keeps it. */
type BannerSave = z.output<typeof bannerFormSchema> & Record<BannerPictureField, File | null>;

export const loadBannersPage = serverPages('/api/banner/BannersPage', bannersPageAnswerSchema);

export function useBanner(bannerId: number) {
  // The id travels as a JSON string, e.g. "7" (C§7).
  const query = postQuery(
    bannerKeys.detail(bannerId),
    '/api/banner/Banner',
    String(bannerId),
    bannerSchema,
  );
  return useQuery({ ...query, enabled: bannerId > 0 });
}

function bannerFormData(banner: BannerSave): FormData {
  const data = new FormData();
  if (banner.bannerId > 0) data.set('bannerId', String(banner.bannerId));
  data.set('bannerType', String(banner.bannerType));
  data.set('sort', String(banner.sort));
  data.set('active', banner.active ? 'true' : 'false');
  data.set('title', banner.title);
  data.set('ref', banner.ref);
  for (const field of bannerPictureFields) {
    const file = banner[field];
    if (file) data.set(field, file, file.name);
  }
  return data;
}

const useStoreBanner = () =>
  useStoreRecord((banner: Banner) => bannerKeys.detail(banner.bannerId), {
    queryKey: bannerKeys.list,
  });

export function useSaveBanner() {
  const storeBanner = useStoreBanner();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (banner: BannerSave) =>
      apiPost(
        banner.bannerId > 0 ? '/api/banner/UpdateBanner' : '/api/banner/CreateBanner',
        bannerFormData(banner),
        { schema: bannerSchema },
      ),
    // A new banner's form goes to the banner's own screen (a new form, a new guard).
    leavesScreen: (_saved, sent) => sent?.bannerId === 0,
    onSuccess: storeBanner,
  });
}

export function useDeleteBanner() {
  const forgetBanner = useForgetRecord(bannerKeys.detail, { queryKey: bannerKeys.list });
  return useApiMutation({
    mutationFn: (bannerId: number) => apiPost('/api/banner/DeleteBanner', String(bannerId)),
    onSuccess: forgetBanner,
  });
}

/** Deletes one stored picture at once; answers the updated banner. */
export function useDeleteBannerPicture() {
  const storeBanner = useStoreBanner();
  return useApiMutation({
    mutationFn: ({ banner, field }: { banner: Banner; field: BannerPictureField }) =>
      apiPost('/api/Banner/DeletePic', banner, {
        query: { picFileType: field },
        schema: bannerSchema,
      }),
    onSuccess: storeBanner,
  });
}
