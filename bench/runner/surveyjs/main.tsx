import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { BENCH_SURVEY } from './survey';

/**
 * The reference for bench/runner: the bench's two-question survey as a plain SurveyJS React page, built as
 * SurveyJS documents it (survey-core model, survey-react-ui's <Survey>, its default theme), with a Workbox
 * precache registered at the load event so that a second visit starts offline.
 */
const survey = new Model(BENCH_SURVEY);

const container = document.getElementById('root');
if (container) createRoot(container).render(<Survey model={survey} />);

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js');
  });
}
