import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useBrandStore, type BrandConfig } from '@croupier/shared';
import { useMetaDescription } from './useMetaDescription';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    showSupportNotice: false,
    resources: { 'en-US': { shell: { home: { metaDescription: 'Play at {{brand}}.' } } } },
  });
});

describe('useMetaDescription', () => {
  it("describes the page with the brand's name", () => {
    useBrandStore.setState({ config: { brandName: 'Croupier Gold' } as BrandConfig });
    renderHook(() => useMetaDescription());
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Play at Croupier Gold.',
    );
  });
});
