import { useTranslation } from 'react-i18next';
import { useRouteId } from '../../platform/shell/useRouteId';
import { RecordEditScreen } from '../../platform/ui/RecordEditScreen';
import { BannerForm } from './BannerForm';
import { bannerPaths } from './bannerPaths';
import { useBanner } from './banners.api';

/** /admin/banners/{id}: id 0 creates a banner, any other id edits it (C§2.3). */
export function BannerEditPage() {
  const { t } = useTranslation();
  const bannerId = useRouteId();
  const query = useBanner(bannerId ?? 0);
  return (
    <RecordEditScreen
      id={bannerId}
      query={query}
      listPath={bannerPaths.list}
      notFoundText={t('bannerNotFound')}
    >
      {(banner) => <BannerForm key={bannerId} banner={banner} />}
    </RecordEditScreen>
  );
}
