import { loadApiClient } from '../api/client';
import type { PaymentReportItem } from '@croupier/contracts';

// Plain text, not a parsed document: the home page's visitors need no GraphQL library for it.
const GET_DEPOWD = `
  query GetDepoWd($brandId: String!) {
    getDepoWd(brandId: $brandId) {
      amount
      currency
      currencyLogo
      username
      transactionType
    }
  }
`;

interface GraphqlAnswer<Data> {
  data?: Data;
  errors?: { message: string }[];
}

/**
 * The brand's latest approved deposits and withdrawals (`query getDepoWd`). Visitors have no
 * realtime socket, so the query goes over the service's HTTP endpoint with the page's token.
 */
export async function getRecentPayments(brandId: string): Promise<PaymentReportItem[]> {
  const response = await (
    await loadApiClient()
  ).post<GraphqlAnswer<{ getDepoWd: PaymentReportItem[] }>>('/graphql', {
    query: GET_DEPOWD,
    variables: { brandId },
  });
  const { data, errors } = response.data;
  if (errors?.length || !data)
    throw new Error(errors?.[0]?.message ?? 'An unexpected error occurred.');
  return data.getDepoWd;
}
