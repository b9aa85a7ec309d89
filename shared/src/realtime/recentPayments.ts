import { print } from 'graphql';
import type { DepoWdReportItem } from '@croupier/contracts';
import { apiClient } from '../api/client';
import { GET_DEPOWD } from './documents';

interface GraphqlAnswer<Data> {
  data?: Data;
  errors?: { message: string }[];
}

/**
 * The brand's latest approved deposits and withdrawals (`query getDepoWd`). Visitors have no
 * realtime socket, so the query goes over the service's HTTP endpoint with the page's token.
 */
export async function getRecentPayments(brandId: string): Promise<DepoWdReportItem[]> {
  const response = await apiClient.post<GraphqlAnswer<{ getDepoWd: DepoWdReportItem[] }>>(
    '/graphql',
    { query: print(GET_DEPOWD), variables: { brandId } },
  );
  const { data, errors } = response.data;
  if (errors?.length || !data)
    throw new Error(errors?.[0]?.message ?? 'An unexpected error occurred.');
  return data.getDepoWd;
}
