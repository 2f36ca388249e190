import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

type ActiveDocContext = ReturnType<typeof useActiveDocContext>;

/** The same doc in that version when it exists, else the version's main doc. */
function targetPath(version: GlobalVersion, context: ActiveDocContext): string {
  const doc =
    context.alternateDocVersions[version.name] ?? version.docs.find((candidate) => candidate.id === version.mainDocId);
  return doc?.path ?? version.path;
}

/** The configured labels (`versions` option of the navbar item), or every version with its own label. */
function versionItems(
  versions: GlobalVersion[],
  configs: Props['versions'],
): {version: GlobalVersion; label: string}[] {
  if (!configs) {
    return versions.map((version) => ({version, label: version.label}));
  }
  const entries: [string, string | undefined][] = Array.isArray(configs)
    ? configs.map((name) => [name, undefined])
    : Object.entries(configs).map(([name, config]) => [name, config.label]);
  return entries.flatMap(([name, label]) => {
    const version = versions.find((candidate) => candidate.name === name);
    return version ? [{version, label: label ?? version.label}] : [];
  });
}

/**
 * The theme's version dropdown names the version whose URL space the path is
 * in, doc or not. The not-found page is prerendered once (404.html) and served
 * for every unknown path, so with two versions the browser could label it
 * differently from the HTML, and React threw away the page it was hydrating
 * (errors #418, #423, #425). Here the dropdown names the version of the doc on
 * screen, and the latest version wherever no doc is shown: the same on the
 * server and in the browser, on every not-found path. The site has one docs
 * version today (`@ant-design/plots 1.x`); the items after it (the config's
 * `dropdownItemsAfter`) link to the 2.x docs on their own site.
 */
export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): React.JSX.Element {
  const {search, hash} = useLocation();
  const context = useActiveDocContext(docsPluginId);
  const latest = useLatestVersion(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const items = versionItems(useVersions(docsPluginId), configs);
  const shownVersion = context.activeDoc ? context.activeVersion : latest;
  const shown = items.find((item) => item.version === shownVersion) ?? items[0];

  const links = [
    ...dropdownItemsBefore,
    ...items.map(({version, label}) => ({
      label,
      // A version switch keeps the query and the anchor.
      to: `${targetPath(version, context)}${search}${hash}`,
      isActive: () => version === shownVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const mobileList = mobile && links.length > 1;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        mobileList
          ? translate({
              id: 'theme.navbar.mobileVersionsDropdown.label',
              message: 'Versions',
              description: 'The label for the navbar versions dropdown on mobile view',
            })
          : shown?.label
      }
      to={mobileList || !shown ? undefined : targetPath(shown.version, context)}
      items={links}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
