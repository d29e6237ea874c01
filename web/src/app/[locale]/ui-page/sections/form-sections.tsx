import { Checkbox } from '@/ui/kit/checkbox';
import { RadioGroup } from '@/ui/kit/radio-group';
import { Select } from '@/ui/kit/select';
import { TextField } from '@/ui/kit/text-field';
import { Textarea } from '@/ui/kit/textarea';
import { DemoSection } from '../demo-section';
import { DemoState } from '../demo-state';
import { FormDemo } from '../form-demo';
import { demoContext, type DemoSectionProps } from './demo-context';

/** Text fields and the textarea in every state, then a whole form with validation. */
export function TextFieldsSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  return (
    <DemoSection {...section('text-fields')} description={t('uiPage.fields.description')}>
      <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        <DemoState label={t('uiPage.state.default')}>
          <TextField intl={intl} name="demo-name" label={t('uiPage.field.name.label')} autoComplete="off" />
        </DemoState>
        <DemoState label={t('uiPage.state.withHint')}>
          <TextField
            intl={intl}
            name="demo-email"
            type="email"
            label={t('uiPage.field.email.label')}
            hint={t('uiPage.field.email.hint')}
            autoComplete="off"
          />
        </DemoState>
        <DemoState label={t('uiPage.state.required')}>
          <TextField
            intl={intl}
            name="demo-street"
            label={t('uiPage.field.street.label')}
            required
            autoComplete="off"
          />
        </DemoState>
        <DemoState label={t('uiPage.state.optional')}>
          <TextField
            intl={intl}
            name="demo-company"
            label={t('uiPage.field.company.label')}
            markOptional
            autoComplete="off"
          />
        </DemoState>
        <DemoState label={t('uiPage.state.error')}>
          <TextField
            intl={intl}
            name="demo-email-invalid"
            type="email"
            label={t('uiPage.field.email.label')}
            hint={t('uiPage.field.email.hint')}
            defaultValue={t('uiPage.field.email.invalidExample')}
            error={t('uiPage.field.email.error')}
            required
            autoComplete="off"
          />
        </DemoState>
        <DemoState label={t('uiPage.state.disabled')}>
          <TextField
            intl={intl}
            name="demo-voucher"
            label={t('uiPage.field.voucher.label')}
            defaultValue={t('uiPage.field.voucher.example')}
            disabled
          />
        </DemoState>
        <DemoState label={t('uiPage.state.textarea')} className="md:col-span-2">
          <Textarea
            intl={intl}
            name="demo-notes"
            label={t('uiPage.field.notes.label')}
            hint={t('uiPage.field.notes.hint')}
            maxLength={500}
            markOptional
          />
        </DemoState>
      </div>
      <div className="mt-10">
        <h3 className="text-lg font-semibold text-ink-900">{t('uiPage.form.title')}</h3>
        <p className="mt-1 mb-4 max-w-3xl text-ink-700">{t('uiPage.form.description')}</p>
        <FormDemo />
      </div>
    </DemoSection>
  );
}

/** The select: empty, selected, error and disabled. */
export function SelectSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  const seedTypes = [
    { value: 'feminized', label: t('uiPage.select.feminized') },
    { value: 'autoflowering', label: t('uiPage.select.autoflowering') },
    { value: 'regular', label: t('uiPage.select.regular') },
  ];

  return (
    <DemoSection {...section('select')}>
      <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        <DemoState label={t('uiPage.state.empty')}>
          <Select
            intl={intl}
            name="demo-seed-type"
            label={t('uiPage.select.label')}
            placeholder={t('uiPage.select.placeholder')}
            hint={t('uiPage.select.hint')}
            options={seedTypes}
            defaultValue=""
          />
        </DemoState>
        <DemoState label={t('uiPage.state.selected')}>
          <Select
            intl={intl}
            name="demo-seed-type-selected"
            label={t('uiPage.select.label')}
            options={seedTypes}
            defaultValue="autoflowering"
          />
        </DemoState>
        <DemoState label={t('uiPage.state.error')}>
          <Select
            intl={intl}
            name="demo-seed-type-error"
            label={t('uiPage.select.label')}
            placeholder={t('uiPage.select.placeholder')}
            options={seedTypes}
            defaultValue=""
            required
            error={t('uiPage.select.error')}
          />
        </DemoState>
        <DemoState label={t('uiPage.state.disabled')}>
          <Select
            intl={intl}
            name="demo-seed-type-disabled"
            label={t('uiPage.select.label')}
            options={seedTypes}
            defaultValue="regular"
            disabled
          />
        </DemoState>
      </div>
    </DemoSection>
  );
}

/** Checkboxes: default with a hint, checked, error and disabled. */
export function CheckboxesSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  return (
    <DemoSection {...section('checkboxes')}>
      <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        <DemoState label={t('uiPage.state.default')}>
          <Checkbox
            intl={intl}
            name="demo-newsletter"
            label={t('uiPage.checkbox.newsletter')}
            hint={t('uiPage.checkbox.newsletterHint')}
          />
        </DemoState>
        <DemoState label={t('uiPage.state.selected')}>
          <Checkbox intl={intl} name="demo-age" label={t('uiPage.checkbox.age')} defaultChecked />
        </DemoState>
        <DemoState label={t('uiPage.state.error')}>
          <Checkbox
            intl={intl}
            name="demo-terms"
            label={t('uiPage.checkbox.terms')}
            required
            error={t('uiPage.checkbox.terms.error')}
          />
        </DemoState>
        <DemoState label={t('uiPage.state.disabled')}>
          <div className="space-y-3">
            <Checkbox intl={intl} name="demo-gift" label={t('uiPage.checkbox.gift')} disabled />
            <Checkbox
              intl={intl}
              name="demo-gift-checked"
              label={t('uiPage.checkbox.giftWrap')}
              disabled
              defaultChecked
            />
          </div>
        </DemoState>
      </div>
    </DemoSection>
  );
}

/** A radio group of shipping options in every state. */
export function RadioButtonsSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  const shippingOptions = [
    { value: 'standard', label: t('uiPage.radio.standard'), description: t('uiPage.radio.standardHint') },
    { value: 'express', label: t('uiPage.radio.express'), description: t('uiPage.radio.expressHint') },
    { value: 'pickup', label: t('uiPage.radio.pickup'), disabled: true },
  ];

  return (
    <DemoSection {...section('radio-buttons')}>
      <div className="grid gap-x-8 gap-y-8 md:grid-cols-2">
        <DemoState label={t('uiPage.state.default')}>
          <RadioGroup
            intl={intl}
            name="demo-shipping"
            legend={t('uiPage.radio.legend')}
            hint={t('uiPage.radio.hint')}
            options={shippingOptions}
          />
        </DemoState>
        <DemoState label={t('uiPage.state.selected')}>
          <RadioGroup
            intl={intl}
            name="demo-shipping-selected"
            legend={t('uiPage.radio.legend')}
            options={shippingOptions}
            defaultValue="express"
          />
        </DemoState>
        <DemoState label={t('uiPage.state.error')}>
          <RadioGroup
            intl={intl}
            name="demo-shipping-error"
            legend={t('uiPage.radio.legend')}
            options={shippingOptions}
            required
            error={t('uiPage.radio.error')}
          />
        </DemoState>
        <DemoState label={t('uiPage.state.disabled')}>
          <RadioGroup
            intl={intl}
            name="demo-shipping-disabled"
            legend={t('uiPage.radio.legend')}
            options={shippingOptions}
            defaultValue="standard"
            disabled
          />
        </DemoState>
      </div>
    </DemoSection>
  );
}
