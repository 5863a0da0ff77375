import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { PublicUserProfile } from '@marketplace/contracts/wire';
import { usersQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';

/** Public names of the people behind offers, by id; a person without one (or not read yet) is "a collector". */
export function usePeopleNames(ids: readonly string[]): (id: string) => string {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const api = useMarketplaceApi();
  const { data } = useQuery({ ...usersQueries.profiles(api, ids), enabled: ids.length > 0 });
  const byId = new Map<string, PublicUserProfile>((data ?? []).map((profile) => [profile.id, profile]));
  return (id) => {
    const profile = byId.get(id);
    return profile?.displayName || profile?.username || t('selling.offers.someone');
  };
}
