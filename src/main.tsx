import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstPage } from './App';
import { initialLanguage } from './i18n/languageChoice';
import { setLanguage } from './i18n/translate';
import { loadSession } from './session';

void preloadFirstPage(loadSession() !== undefined, location.pathname).catch(() => undefined); // drawn with its own fallback if this fails

// The first render waits for the interface language's catalogue, so that no text shows in another language first.
void setLanguage(initialLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
