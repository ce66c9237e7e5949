import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/account/form-field';
import { INSULATION_STANDARDS } from '@/lib/heating/building-standards';
import {
  CONNECTIONS,
  DEFAULT_CEILING_HEIGHT_M,
  HEAT_LOAD_METHODS,
  type ConfiguratorField,
  type ConfiguratorSent,
} from '@/lib/heating/configurator-fields';
import { EXTERIOR_WALL_COUNTS, ROOM_POSITIONS } from '@/lib/heating/heat-load';
import { SYSTEM_CODES } from '@/lib/heating/radiator-output';
import { ROOM_TYPES } from '@/lib/heating/room-types';
import type { RadiatorType } from '@/lib/shop/radiator-catalog';
import { ChoiceField } from '@/components/ui/choice-field';
import { RadioGroup } from './radio-group';

/**
 * The configurator's form: the answer is a page of its own whose address holds the room, so it can be kept
 * and shared. Fields of another method stay in the form (hidden by CSS once a method is chosen) and keep what
 * was typed in them.
 */
export function ConfiguratorForm({
  action,
  sent,
  errors,
  radiatorTypes,
  defaultOutdoorC,
  locale,
}: {
  action: string;
  sent: ConfiguratorSent;
  errors: Partial<Record<ConfiguratorField, string>>;
  radiatorTypes: RadiatorType[];
  defaultOutdoorC: number;
  locale: string;
}) {
  const t = useTranslations('Configurator');
  type NumberField = 'area' | 'height' | 'load' | 'outdoor' | 'room' | 'maxWidth' | 'maxHeight';
  const number = (name: NumberField, label: string, hint?: string, proposed = '') => (
    <FormField
      name={name}
      label={label}
      autoComplete="off"
      inputMode="decimal"
      defaultValue={sent[name] || proposed}
      required={false}
      hint={hint}
      error={errors[name]}
      scope="configurator"
    />
  );
  return (
    // next/form: a plain GET form without JavaScript; with it, the answer comes by client navigation.
    <Form id="configurator-form" action={action} className="configurator-form" noValidate>
      <RadioGroup
        name="method"
        legend={t('method')}
        options={HEAT_LOAD_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
        value={sent.method || 'room'}
        error={errors.method}
      />
      <fieldset className="configurator-form__group">
        <legend>{t('room')}</legend>
        <ChoiceField
          scope="configurator"
          name="roomType"
          label={t('roomType')}
          options={ROOM_TYPES.map((value) => ({ value, label: t(`roomTypes.${value}`) }))}
          value={sent.roomType || 'living'}
          error={errors.roomType}
        />
        <div className="configurator-form__by-size">{number('area', t('area'))}</div>
        <div className="configurator-form__by-room">
          {number(
            'height',
            t('height'),
            undefined,
            new Intl.NumberFormat(locale).format(DEFAULT_CEILING_HEIGHT_M),
          )}
          <ChoiceField
            scope="configurator"
            name="walls"
            label={t('walls')}
            hint={t('wallsHint')}
            options={EXTERIOR_WALL_COUNTS.map((value) => ({ value: String(value), label: String(value) }))}
            value={sent.walls || '2'}
            error={errors.walls}
          />
          <ChoiceField
            scope="configurator"
            name="position"
            label={t('position')}
            options={ROOM_POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) }))}
            value={sent.position || 'betweenHeated'}
            error={errors.position}
          />
        </div>
        <div className="configurator-form__by-size">
          <ChoiceField
            scope="configurator"
            name="insulation"
            label={t('insulation')}
            options={INSULATION_STANDARDS.map((value) => ({ value, label: t(`insulations.${value}`) }))}
            value={sent.insulation || 'renovated'}
            error={errors.insulation}
          />
        </div>
        <div className="configurator-form__by-load">{number('load', t('load'), t('loadHint'))}</div>
      </fieldset>
      <fieldset className="configurator-form__group">
        <legend>{t('climate')}</legend>
        <FormField
          name="postcode"
          label={t('postcode')}
          autoComplete="postal-code"
          inputMode="numeric"
          defaultValue={sent.postcode}
          required={false}
          hint={t('postcodeHint')}
          error={errors.postcode}
          scope="configurator"
        />
        {number('outdoor', t('outdoor'), t('outdoorHint', { temperature: defaultOutdoorC }))}
        {number('room', t('roomTemperature'), t('roomTemperatureHint'))}
      </fieldset>
      <RadioGroup
        name="system"
        legend={t('system')}
        options={SYSTEM_CODES.map((value) => ({ value, label: t(`systems.${value}`) }))}
        value={sent.system || '55/45'}
        error={errors.system}
      />
      <fieldset className="configurator-form__group">
        <legend>{t('radiator')}</legend>
        <ChoiceField
          scope="configurator"
          name="type"
          label={t('type')}
          options={(['any', ...radiatorTypes] as const).map((value) => ({
            value,
            label: t(`types.${value}`),
          }))}
          value={sent.type || 'any'}
          error={errors.type}
        />
        <ChoiceField
          scope="configurator"
          name="connection"
          label={t('connection')}
          options={CONNECTIONS.map((value) => ({ value, label: t(`connections.${value}`) }))}
          value={sent.connection || 'any'}
          error={errors.connection}
        />
        {number('maxWidth', t('maxWidth'), t('sizeHint'))}
        {number('maxHeight', t('maxHeight'))}
      </fieldset>
      <button type="submit" className="button configurator-form__submit">
        {t('submit')}
      </button>
    </Form>
  );
}
