import { Link } from '@/routing/link';
import { Icon } from '@/ui/icon/icon';
import { Button, buttonClasses } from '@/ui/kit/button';
import { DemoSection } from '../demo-section';
import { DemoState } from '../demo-state';
import { demoContext, type DemoSectionProps } from './demo-context';

/** Buttons: every variant and size, with an icon, loading and disabled. */
export function ButtonsSection({ locale }: DemoSectionProps) {
  const { t, section, catalogHref } = demoContext(locale);
  return (
    <DemoSection {...section('buttons')} description={t('uiPage.buttons.description')}>
      <div className="space-y-8">
        <DemoState label={t('uiPage.state.variants')}>
          <div className="flex flex-wrap items-center gap-3">
            <Button>{t('uiPage.button.primary')}</Button>
            <Button variant="secondary">{t('uiPage.button.secondary')}</Button>
            <Button variant="ghost">{t('uiPage.button.ghost')}</Button>
            <Button variant="danger" icon="lucide:trash-2">
              {t('uiPage.button.danger')}
            </Button>
          </div>
        </DemoState>
        <DemoState label={t('uiPage.state.sizes')}>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm">{t('uiPage.button.small')}</Button>
            <Button size="md">{t('uiPage.button.medium')}</Button>
            <Button size="lg">{t('uiPage.button.large')}</Button>
          </div>
        </DemoState>
        <DemoState label={t('uiPage.state.withIcon')}>
          <div className="flex flex-wrap items-center gap-3">
            <Button icon="lucide:shopping-cart">{t('kit.product.addToCart')}</Button>
            <Button variant="secondary" icon="lucide:heart">
              {t('uiPage.button.favorite')}
            </Button>
            <Link href={catalogHref} className={buttonClasses({ variant: 'secondary' })}>
              {t('uiPage.button.link')}
              <Icon name="lucide:chevron-right" />
            </Link>
          </div>
        </DemoState>
        <DemoState label={t('uiPage.state.loading')}>
          <div className="flex flex-wrap items-center gap-3">
            <Button loading>{t('uiPage.button.saving')}</Button>
            <Button variant="secondary" loading>
              {t('uiPage.button.saving')}
            </Button>
            <Button variant="danger" loading>
              {t('uiPage.button.saving')}
            </Button>
          </div>
        </DemoState>
        <DemoState label={t('uiPage.state.disabled')}>
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled>{t('uiPage.button.primary')}</Button>
            <Button variant="secondary" disabled>
              {t('uiPage.button.secondary')}
            </Button>
            <Button variant="ghost" disabled>
              {t('uiPage.button.ghost')}
            </Button>
            <Button variant="danger" disabled>
              {t('uiPage.button.danger')}
            </Button>
          </div>
        </DemoState>
      </div>
    </DemoSection>
  );
}
