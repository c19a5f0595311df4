import { messages } from '@bo/contract';
import { useRouteId } from '../../platform/shell/useRouteId';
import { RecordEditScreen } from '../../platform/ui/RecordEditScreen';
import { BannerForm } from './BannerForm';
import { bannerPaths } from './bannerPaths';
import { useBanner } from './banners.api';

/** /admin/banners/{id}: id 0 creates a banner, any other id edits it (C§2.3). */
export function BannerEditPage() {
  const bannerId = useRouteId();
  const query = useBanner(bannerId ?? 0);
  return (
    <RecordEditScreen
      id={bannerId}
      query={query}
      listPath={bannerPaths.list}
      notFoundText={messages.bannerNotFound}
    >
      {(banner) => <BannerForm key={bannerId} banner={banner} />}
    </RecordEditScreen>
  );
}
