import { useState, type FormEvent } from 'react';
import { currencyPreferenceMessage, setPreferredCurrency, usePortalRead } from '@donation-network/portal-session';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  DataState,
  FilterSelect,
  Stack,
  notify,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import {
  COUNTRY_CURRENCY,
  DEFAULT_PAYMENT_PREFERENCE,
  PAYMENT_PREFERENCES,
  SETTINGS_COUNTRIES,
  countryFromLanguage,
  type PaymentPreference,
  type SettingsCountry,
} from '@donation-network/shared-rules';
import { getSettings, saveSettings, type SettingsChoice } from '../../api/settings';
import { countryName } from '../../utils/labels';
import { SubscriptionCard } from '../SubscriptionCard/SubscriptionCard';

const PAYMENT_OPTIONS: Readonly<Record<PaymentPreference, { label: string; hint: string }>> = {
  paypal: { label: 'PayPal', hint: 'Pay with your PayPal account.' },
  stripe: { label: 'Credit card (Stripe)', hint: 'Pay by credit or debit card, processed by Stripe.' },
};

const COUNTRY_OPTIONS = SETTINGS_COUNTRIES.map((code) => ({ value: code, label: `${countryName(code)} (${COUNTRY_CURRENCY[code]})` }));

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Choice = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input {
    margin-top: 3px;
  }
`;

const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CurrencyNote = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface PaymentSettingsTabProps {
  userId: string;
}

/** Payment method and currency preferences (user_settings) and the subscription details. */
export function PaymentSettingsTab({ userId }: PaymentSettingsTabProps) {
  const settings = usePortalRead({ queryKey: ['recipient', 'settings', userId], read: (signal) => getSettings(userId, signal) });
  // what was saved in this visit, ahead of the read
  const [saved, setSaved] = useState<SettingsChoice | null>(null);

  const row = saved ?? settings.data ?? null;
  // only the two choices travel back: the currency is the database's to derive
  const stored: SettingsChoice | null = row && { preferred_payment_method: row.preferred_payment_method, country: row.country };
  // before the first save: the defaults (PayPal; the country of the browser language)
  const current: SettingsChoice = stored ?? {
    preferred_payment_method: DEFAULT_PAYMENT_PREFERENCE,
    country: countryFromLanguage(typeof navigator === 'undefined' ? null : navigator.language),
  };

  const save = async (choice: SettingsChoice) => {
    const row = await saveSettings(userId, choice);
    setSaved({ preferred_payment_method: row.preferred_payment_method, country: row.country });
    setPreferredCurrency(userId, row.currency);
  };

  return (
    <Stack gap={16}>
      <DataState
        result={settings}
        loadingLabel="Loading your payment settings..."
        errorFallback="Your payment settings could not be loaded. Please try again."
        compact
      >
        {() => (
          <Cards>
            <PaymentMethodCard current={current} onSave={save} />
            <CurrencyCard current={current} onSave={save} />
          </Cards>
        )}
      </DataState>
      <SubscriptionCard userId={userId} paymentMethod={current.preferred_payment_method} />
    </Stack>
  );
}

interface SettingsCardProps {
  current: SettingsChoice;
  onSave: (choice: SettingsChoice) => Promise<void>;
}

function PaymentMethodCard({ current, onSave }: SettingsCardProps) {
  const [method, setMethod] = useState<PaymentPreference>(current.preferred_payment_method);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSave({ ...current, preferred_payment_method: method });
      notify({
        title: 'Payment method updated',
        description: `${PAYMENT_OPTIONS[method].label} is now your payment method.`,
        variant: 'success',
      });
    } catch (error) {
      notify({
        title: 'Update failed',
        description: friendlyErrorMessage(error, 'There was an error updating your payment method'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="payment-methods-title">
      <form onSubmit={(event) => void submit(event)} aria-labelledby="payment-methods-title">
        <CardHeader>
          <CardTitle as="h3" id="payment-methods-title">
            Payment Methods
          </CardTitle>
          <CardDescription>How you pay for your subscription.</CardDescription>
        </CardHeader>
        <CardContent>
          <Choices aria-label="Preferred payment method">
            {PAYMENT_PREFERENCES.map((value) => (
              <Choice key={value} $selected={value === method}>
                <input type="radio" name="payment-method" value={value} checked={value === method} onChange={() => setMethod(value)} />
                <ChoiceText>
                  <span>{PAYMENT_OPTIONS[value].label}</span>
                  <Muted>{PAYMENT_OPTIONS[value].hint}</Muted>
                </ChoiceText>
              </Choice>
            ))}
          </Choices>
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={pending} disabled={method === current.preferred_payment_method}>
            Save Payment Method
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function CurrencyCard({ current, onSave }: SettingsCardProps) {
  const [country, setCountry] = useState<SettingsCountry>(current.country);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSave({ ...current, country });
      notify({ title: 'Currency updated', description: currencyPreferenceMessage(COUNTRY_CURRENCY[country]), variant: 'success' });
    } catch (error) {
      notify({
        title: 'Update failed',
        description: friendlyErrorMessage(error, 'There was an error updating your currency preference'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="currency-title">
      <form onSubmit={(event) => void submit(event)} aria-labelledby="currency-title">
        <CardHeader>
          <CardTitle as="h3" id="currency-title">
            Currency Preferences
          </CardTitle>
          <CardDescription>You are charged in US dollars; prices also show an estimate in your country&apos;s currency.</CardDescription>
        </CardHeader>
        <CardContent>
          <FilterSelect
            label="Country"
            value={country}
            options={COUNTRY_OPTIONS}
            onValueChange={(value) => setCountry(value as SettingsCountry)}
          />
          <CurrencyNote>Currency: {COUNTRY_CURRENCY[country]}</CurrencyNote>
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={pending} disabled={country === current.country}>
            Save Currency
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
