import { NavLink } from 'react-router-dom';
import { useT } from '../../shell/hooks';
import { languageLink, projectInfoLink, surveyConfigLink, surveyStyleLink } from '../routes';
import { useWorkspace } from './WorkspaceContext';
import './settingsSubNav.css';

/**
 * The settings tab's screens, survey details (/projectinfo), collection (/surveyconfig), style (/surveystyle)
 * and translations (/language), as a small switch above each: one top tab for all keeps the workspace's tabs
 * few enough for a phone.
 */
export function SettingsSubNav() {
  const t = useT();
  const { surveyId } = useWorkspace();
  const links = [
    { to: projectInfoLink(surveyId), label: t('surveyConfig.nav.projectInfo'), testId: 'settings-nav-info' },
    {
      to: surveyConfigLink(surveyId),
      label: t('surveyConfig.nav.collection'),
      testId: 'settings-nav-collection',
    },
    { to: surveyStyleLink(surveyId), label: t('style.nav'), testId: 'settings-nav-style' },
    { to: languageLink(surveyId), label: t('language.nav'), testId: 'settings-nav-language' },
  ];
  return (
    <nav className="wd-subnav" aria-label={t('surveyConfig.nav.label')} data-testid="settings-nav">
      {links.map((link) => (
        <NavLink
          key={link.testId}
          to={link.to}
          className={({ isActive }) =>
            isActive ? 'wd-subnav__link wd-subnav__link--active' : 'wd-subnav__link'
          }
          data-testid={link.testId}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
