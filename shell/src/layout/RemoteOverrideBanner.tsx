import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { formatDateTime } from '@donation-network/shared-ui';
import { clearRemoteOverrides, type RefusedOverride, type RemoteOverride, type RemoteOverrideResult } from '../federation/remote-overrides';

// Fixed colours rather than the theme's: the banner lives outside the app's tree and must read the same
// in both themes (white on deep violet, 14:1; the button's violet on white likewise).
const INK = '#2e1065';
const PAPER = '#ffffff';

/** In the page's flow after the app and stuck to the bottom of the viewport: it never covers the footer. */
const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 60;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  /* many long URLs on a phone must not cover the page: the banner scrolls instead */
  max-height: 50vh;
  overflow-y: auto;
  padding: 8px 16px;
  background: ${INK};
  color: ${PAPER};
  font-size: 0.9rem;
  line-height: 1.4;
  box-shadow: 0 -2px 8px rgb(0 0 0 / 25%);
`;

const Messages = styled.div`
  flex: 1 1 260px;
  min-width: 0;

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: 1.2em;
  }

  /* the refusals apart from the active overrides */
  [role='alert'] {
    margin-top: 6px;
  }
`;

const Url = styled.code`
  overflow-wrap: anywhere;
`;

const Action = styled.button`
  min-height: 40px;
  padding: 6px 16px;
  border: 2px solid ${PAPER};
  border-radius: 6px;
  background: ${PAPER};
  color: ${INK};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: #ede9fe;
  }

  &:focus-visible {
    outline: 3px solid #facc15;
    outline-offset: 2px;
  }
`;

export interface RemoteOverrideBannerProps {
  active: readonly RemoteOverride[];
  refused: readonly RefusedOverride[];
  /** when the active overrides end */
  expiresAt?: number | null;
  onReset: () => void;
  /** opens the overrides panel */
  onEdit: () => void;
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * Tells whoever set a remote override that this page is not the deployed portal (which remote, from where),
 * with a one-click way back; and why an override was refused. Shown only in a browser that asked for one.
 */
export function RemoteOverrideBanner({ active, refused, expiresAt = null, onReset, onEdit }: RemoteOverrideBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || (active.length === 0 && refused.length === 0)) return null;
  return (
    <Bar aria-label="Remote overrides">
      <Messages>
        {active.length > 0 && (
          <>
            <p>
              <strong>Remote override active in this browser:</strong>
            </p>
            <ul>
              {active.map(({ key, url }) => (
                <li key={key}>
                  <strong>{key}</strong> from <Url>{url}</Url>
                </li>
              ))}
            </ul>
            {/* the server never renders an override: its HTML is the deployed build, replaced here */}
            <p>
              {active.length === 1 ? 'Its region is' : 'Their regions are'} rendered in this browser from the override; the server renders
              the deployed build.{expiresAt !== null && ` ${active.length === 1 ? 'It ends' : 'They end'} at ${formatDateTime(expiresAt)}.`}
            </p>
          </>
        )}
        {refused.length > 0 && (
          <div role="alert">
            <p>
              <strong>Remote override refused:</strong>
            </p>
            <ul>
              {refused.map(({ request, reason }, index) => (
                // the same malformed request may come twice
                <li key={`${index}:${request}`}>
                  <Url>{request}</Url>: {reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Messages>
      <Buttons>
        <Action type="button" onClick={onEdit}>
          Edit overrides
        </Action>
        {active.length > 0 ? (
          <Action type="button" onClick={onReset}>
            Reset overrides
          </Action>
        ) : (
          <Action type="button" onClick={() => setDismissed(true)}>
            Dismiss
          </Action>
        )}
      </Buttons>
    </Bar>
  );
}

/** The overrides panel, downloaded when it is opened. */
const openPanel = ({ active, expiresAt, panel }: RemoteOverrideResult) =>
  void import(/* webpackChunkName: "remote-override-panel" */ './RemoteOverridePanel').then(({ showRemoteOverridePanel }) =>
    showRemoteOverridePanel({ ...panel, active, expiresAt }),
  );

/**
 * Mounts the banner at the end of the page, beside the app (the server's HTML has no place for it), where an
 * override is active or was refused; opens the overrides panel where the address asked for it.
 */
export function showRemoteOverrideBanner(overrides: RemoteOverrideResult): void {
  const { active, refused, expiresAt, panelRequested } = overrides;
  if (panelRequested) openPanel(overrides);
  if (active.length === 0 && refused.length === 0) return;
  const host = document.createElement('div');
  // no box of its own: the banner sticks within <body>, not within a wrapper exactly its own height
  host.style.display = 'contents';
  document.body.append(host);
  const reset = () => {
    clearRemoteOverrides();
    window.location.reload();
  };
  createRoot(host).render(
    <RemoteOverrideBanner active={active} refused={refused} expiresAt={expiresAt} onReset={reset} onEdit={() => openPanel(overrides)} />,
  );
}
