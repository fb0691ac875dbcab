import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

interface TabsContextValue {
  value: string | undefined;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>`);
  return context;
}

const idSafe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idSafe(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idSafe(value)}`;

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** Initially selected tab (uncontrolled). */
  defaultValue?: string;
  /** Selected tab (controlled). */
  value?: string;
  onValueChange?: (value: string) => void;
  children?: ReactNode;
}

/** WAI-ARIA tabs (automatic activation; ←/→/Home/End move between tabs). */
export function Tabs({ defaultValue, value: controlled, onValueChange, children, ...rest }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = controlled !== undefined;
  const value = isControlled ? controlled : uncontrolled;
  const baseId = useId().replace(/:/g, '');

  const select = useCallback(
    (next: string) => {
      if (!isControlled) setUncontrolled(next);
      if (next !== value) onValueChange?.(next);
    },
    [isControlled, onValueChange, value],
  );

  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div {...rest}>{children}</div>
    </TabsContext.Provider>
  );
}

const StyledTabList = styled.div`
  display: inline-flex;
  max-width: 100%;
  overflow-x: auto;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  scrollbar-width: none;
`;

export type TabListProps = ComponentPropsWithRef<'div'>;

/** Give it an `aria-label` (or `aria-labelledby`) naming the tab set. */
export function TabList({ onKeyDown, ...rest }: TabListProps) {
  useTabsContext('TabList');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter((tab) => !tab.disabled);
    if (tabs.length === 0) return;
    const currentIndex = tabs.findIndex((tab) => tab === document.activeElement);
    let nextIndex: number;
    switch (event.key) {
      case 'ArrowRight':
        nextIndex = currentIndex < 0 ? 0 : (currentIndex + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        nextIndex = currentIndex < 0 ? tabs.length - 1 : (currentIndex - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        nextIndex = 0;
        break;
      case 'End':
        nextIndex = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const nextTab = tabs[nextIndex];
    nextTab.focus();
    nextTab.click();
  };

  return <StyledTabList role="tablist" aria-orientation="horizontal" onKeyDown={handleKeyDown} {...rest} />;
}

const StyledTab = styled.button`
  flex-shrink: 0;
  padding: 6px 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface TabProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  value: string;
}

export function Tab({ value, onClick, ...rest }: TabProps) {
  const { value: selectedValue, select, baseId } = useTabsContext('Tab');
  const selected = selectedValue === value;
  return (
    <StyledTab
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
    />
  );
}

const StyledTabPanel = styled.div`
  padding-top: 16px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface TabPanelProps extends ComponentPropsWithRef<'div'> {
  value: string;
  /** Keep the content mounted (hidden) while the tab is inactive. Default false. */
  keepMounted?: boolean;
}

export function TabPanel({ value, keepMounted = false, children, ...rest }: TabPanelProps) {
  const { value: selectedValue, baseId } = useTabsContext('TabPanel');
  const selected = selectedValue === value;
  return (
    <StyledTabPanel
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      {...rest}
    >
      {selected || keepMounted ? children : null}
    </StyledTabPanel>
  );
}
