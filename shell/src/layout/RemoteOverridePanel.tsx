import { useId, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { Button, Dialog, PortalThemeProvider, formatDateTime } from '@donation-network/shared-ui';
import { saveRemoteOverrides, type RemoteOverride } from '../federation/remote-overrides';
import { REMOTE_KEYS, type RemoteKey } from '../federation/remote-table';

const Fields = styled.div`
  display: grid;
  gap: 14px;
  margin: 8px 0 0;
`;

const Field = styled.div`
  display: grid;
  gap: 4px;

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface RemoteOverridePanelProps {
  /** each remote's deployed manifest URL */
  deployed: Record<RemoteKey, string>;
  active: readonly RemoteOverride[];
  /** when the active overrides end; null when none is active */
  expiresAt: number | null;
  /** the site's allowlist as configured (REMOTE_OVERRIDE_ORIGINS) */
  allowedOrigins: readonly string[];
  /** checks and stores the fields; why each refused field was refused */
  onSave: (fields: Partial<Record<RemoteKey, string>>) => ReturnType<typeof saveRemoteOverrides>;
  /** after a save: load the page with the overrides as saved */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Every remote's deployed build and, where this browser overrides it, the build it loads instead: to add,
 * change or clear overrides (an empty field is the deployed build). Only origins on the site's allowlist are
 * accepted, by the same checks as a link's; typed here by the person themselves, nothing is asked again.
 */
export function RemoteOverridePanel({ deployed, active, expiresAt, allowedOrigins, onSave, onSaved, onClose }: RemoteOverridePanelProps) {
  const formId = useId();
  const [fields, setFields] = useState<Partial<Record<RemoteKey, string>>>(() =>
    Object.fromEntries(active.map(({ key, url }) => [key, url])),
  );
  const [errors, setErrors] = useState<Partial<Record<RemoteKey, string>>>({});
  const off = allowedOrigins.length === 0;

  const save = (values: Partial<Record<RemoteKey, string>>) => {
    const result = onSave(values);
    if ('errors' in result) setErrors(result.errors);
    else onSaved();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(fields);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="640px"
      title="Remote overrides"
      description={
        off
          ? 'Remote overrides are off on this site (REMOTE_OVERRIDE_ORIGINS is not set).'
          : `Load another build of a remote in this browser only. Allowed origins: ${allowedOrigins.join(', ')}.`
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {active.length > 0 && (
            <Button variant="outline" onClick={() => save({})}>
              Reset all
            </Button>
          )}
          {!off && (
            <Button type="submit" form={formId}>
              Save and reload
            </Button>
          )}
        </>
      }
    >
      {expiresAt !== null && <Small>The overrides of this browser end at {formatDateTime(expiresAt)}; saving starts them again.</Small>}
      {!off && (
        <form id={formId} onSubmit={submit} noValidate>
          <Fields>
            {REMOTE_KEYS.map((key) => {
              const inputId = `${formId}-${key}`;
              return (
                <Field key={key}>
                  <label htmlFor={inputId}>{key}</label>
                  <input
                    id={inputId}
                    type="text"
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="the deployed build"
                    value={fields[key] ?? ''}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={`${inputId}-deployed${errors[key] ? ` ${inputId}-problem` : ''}`}
                    onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
                  />
                  <Small id={`${inputId}-deployed`}>Deployed: {deployed[key]}</Small>
                  {errors[key] && (
                    <Problem id={`${inputId}-problem`} role="alert">
                      {errors[key]}
                    </Problem>
                  )}
                </Field>
              );
            })}
          </Fields>
        </form>
      )}
    </Dialog>
  );
}

export interface ShowRemoteOverridePanelInput {
  deployed: Record<RemoteKey, string>;
  active: readonly RemoteOverride[];
  expiresAt: number | null;
  /** the runtime configuration's REMOTE_OVERRIDE_ORIGINS, as read (checked again on save) */
  remoteOverrideOrigins: unknown;
}

/** Opens the panel in a root of its own beside the app; a save reloads the page to load what was saved. */
export function showRemoteOverridePanel({ deployed, active, expiresAt, remoteOverrideOrigins }: ShowRemoteOverridePanelInput): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  const allowedOrigins = Array.isArray(remoteOverrideOrigins) ? remoteOverrideOrigins.filter((entry) => typeof entry === 'string') : [];
  root.render(
    <PortalThemeProvider>
      <RemoteOverridePanel
        deployed={deployed}
        active={active}
        expiresAt={expiresAt}
        allowedOrigins={allowedOrigins}
        onSave={(fields) => saveRemoteOverrides(fields, { remoteOverrideOrigins })}
        onSaved={() => window.location.reload()}
        onClose={close}
      />
    </PortalThemeProvider>,
  );
}
