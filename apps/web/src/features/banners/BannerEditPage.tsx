import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../platform/shell/NotFoundPage';
import { useErrorNotifier } from '../../platform/ui/useNotify';
import { BannerForm } from './BannerForm';
import { bannerPaths } from './bannerPaths';
import { useBanner } from './banners.api';

function parseBannerId(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** /admin/banners/{id}: id 0 creates a banner, any other id edits it (C§2.3). */
export function BannerEditPage() {
  const bannerId = parseBannerId(useParams().id);
  const query = useBanner(bannerId ?? 0);
  const navigate = useNavigate();
  const notifyError = useErrorNotifier();

  // A failed load (404: not found or another company's) shows the server's message, back at the list.
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!query.error || reportedError.current === query.error) return;
    reportedError.current = query.error;
    notifyError(query.error);
    void navigate(bannerPaths.list, { replace: true });
  }, [query.error, notifyError, navigate]);

  if (bannerId === null) return <NotFoundPage />;
  const isNew = bannerId === 0;
  if (!isNew && !query.data) return <LinearProgress />;

  return (
    <>
      <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
        {isNew ? 'New banner' : 'Edit banner'}
      </Typography>
      <BannerForm key={bannerId} banner={query.data ?? null} />
    </>
  );
}
