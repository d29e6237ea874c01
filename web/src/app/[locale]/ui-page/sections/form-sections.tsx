import { Checkbox, type CheckboxProps } from '@/ui/kit/checkbox';
import { RadioGroup, type RadioGroupProps } from '@/ui/kit/radio-group';
import { Select, type SelectProps } from '@/ui/kit/select';
import { TextField, type TextFieldProps } from '@/ui/kit/text-field';
import { Textarea } from '@/ui/kit/textarea';
import { DemoSection } from '../demo-section';
import { DemoState } from '../demo-state';
import { DemoStateGrid, type DemoStateSpec } from '../demo-state-grid';
import { FormDemo } from '../form-demo';
import { demoContext, type DemoSectionProps } from './demo-context';

/** Text fields and the textarea in every state, then a whole form with validation. */
export function TextFieldsSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  // The hint and the error state show the same e-mail field, so the two can be compared.
  const email = { type: 'email', label: t('uiPage.field.email.label'), hint: t('uiPage.field.email.hint') };
  const states: readonly DemoStateSpec<Omit<TextFieldProps, 'intl'>>[] = [
    {
      state: t('uiPage.state.default'),
      props: { name: 'demo-name', label: t('uiPage.field.name.label'), autoComplete: 'off' },
    },
    { state: t('uiPage.state.withHint'), props: { ...email, name: 'demo-email', autoComplete: 'off' } },
    {
      state: t('uiPage.state.required'),
      props: { name: 'demo-street', label: t('uiPage.field.street.label'), required: true, autoComplete: 'off' },
    },
    {
      state: t('uiPage.state.optional'),
      props: { name: 'demo-company', label: t('uiPage.field.company.label'), markOptional: true, autoComplete: 'off' },
    },
    {
      state: t('uiPage.state.error'),
      props: {
        ...email,
        name: 'demo-email-invalid',
        defaultValue: t('uiPage.field.email.invalidExample'),
        error: t('uiPage.field.email.error'),
        required: true,
        autoComplete: 'off',
      },
    },
    {
      state: t('uiPage.state.disabled'),
      props: {
        name: 'demo-voucher',
        label: t('uiPage.field.voucher.label'),
        defaultValue: t('uiPage.field.voucher.example'),
        disabled: true,
      },
    },
  ];

  return (
    <DemoSection {...section('text-fields')} description={t('uiPage.fields.description')}>
      <DemoStateGrid states={states} render={(props) => <TextField intl={intl} {...props} />}>
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
      </DemoStateGrid>
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
  const placeholder = t('uiPage.select.placeholder');
  const states: readonly DemoStateSpec<Omit<SelectProps, 'intl' | 'label' | 'options'>>[] = [
    {
      state: t('uiPage.state.empty'),
      props: { name: 'demo-seed-type', placeholder, hint: t('uiPage.select.hint'), defaultValue: '' },
    },
    { state: t('uiPage.state.selected'), props: { name: 'demo-seed-type-selected', defaultValue: 'autoflowering' } },
    {
      state: t('uiPage.state.error'),
      props: {
        name: 'demo-seed-type-error',
        placeholder,
        defaultValue: '',
        required: true,
        error: t('uiPage.select.error'),
      },
    },
    {
      state: t('uiPage.state.disabled'),
      props: { name: 'demo-seed-type-disabled', defaultValue: 'regular', disabled: true },
    },
  ];

  return (
    <DemoSection {...section('select')}>
      <DemoStateGrid
        states={states}
        render={(props) => <Select intl={intl} label={t('uiPage.select.label')} options={seedTypes} {...props} />}
      />
    </DemoSection>
  );
}

/** Checkboxes: default with a hint, checked, error and disabled. */
export function CheckboxesSection({ locale }: DemoSectionProps) {
  const { intl, t, section } = demoContext(locale);
  // A state may show several boxes: disabled is shown both unticked and ticked.
  const states: readonly DemoStateSpec<readonly Omit<CheckboxProps, 'intl'>[]>[] = [
    {
      state: t('uiPage.state.default'),
      props: [
        { name: 'demo-newsletter', label: t('uiPage.checkbox.newsletter'), hint: t('uiPage.checkbox.newsletterHint') },
      ],
    },
    {
      state: t('uiPage.state.selected'),
      props: [{ name: 'demo-age', label: t('uiPage.checkbox.age'), defaultChecked: true }],
    },
    {
      state: t('uiPage.state.error'),
      props: [
        {
          name: 'demo-terms',
          label: t('uiPage.checkbox.terms'),
          required: true,
          error: t('uiPage.checkbox.terms.error'),
        },
      ],
    },
    {
      state: t('uiPage.state.disabled'),
      props: [
        { name: 'demo-gift', label: t('uiPage.checkbox.gift'), disabled: true },
        { name: 'demo-gift-checked', label: t('uiPage.checkbox.giftWrap'), disabled: true, defaultChecked: true },
      ],
    },
  ];

  return (
    <DemoSection {...section('checkboxes')}>
      <DemoStateGrid
        states={states}
        render={(boxes) => {
          const rendered = boxes.map((box) => <Checkbox key={box.name} intl={intl} {...box} />);
          // Several boxes stack like the options of a real form; a single one needs no wrapper.
          return boxes.length > 1 ? <div className="space-y-3">{rendered}</div> : rendered;
        }}
      />
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
  const states: readonly DemoStateSpec<Omit<RadioGroupProps, 'intl' | 'legend' | 'options'>>[] = [
    { state: t('uiPage.state.default'), props: { name: 'demo-shipping', hint: t('uiPage.radio.hint') } },
    { state: t('uiPage.state.selected'), props: { name: 'demo-shipping-selected', defaultValue: 'express' } },
    {
      state: t('uiPage.state.error'),
      props: { name: 'demo-shipping-error', required: true, error: t('uiPage.radio.error') },
    },
    {
      state: t('uiPage.state.disabled'),
      props: { name: 'demo-shipping-disabled', defaultValue: 'standard', disabled: true },
    },
  ];

  return (
    <DemoSection {...section('radio-buttons')}>
      <DemoStateGrid
        states={states}
        rowGap="wide"
        render={(props) => (
          <RadioGroup intl={intl} legend={t('uiPage.radio.legend')} options={shippingOptions} {...props} />
        )}
      />
    </DemoSection>
  );
}
