import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

const keys = {
  /** `null`: the server's current year (no `?year=`). */
  overview: (year: number | null) => ['admin', 'sales', 'overview', year] as const,
};

/** GET /admin/sales: one calendar year by month, prints and tickets (the current one by default). */
export const getSalesOverview = (year: number | null) =>
  api.GET('/api/admin/sales', { params: { query: year === null ? {} : { year } } });

/** The year's overview; while another year loads, the last one stays on screen. */
export const useSalesOverview = (year: number | null) =>
  useQuery({
    queryKey: keys.overview(year),
    queryFn: () => getSalesOverview(year),
    placeholderData: keepPreviousData,
  });
