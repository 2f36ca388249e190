import {Signups as Typed} from '../recipes/typescript/snippet-4.tsx';
import {Signups} from '../recipes/typescript/snippet-6.tsx';
import {config} from '../recipes/typescript/snippet-1.ts';
import {tooltip} from '../recipes/typescript/snippet-5.ts';
import {record} from './facts.ts';

export default function TypeScriptPage() {
  return (
    <>
      <Signups config={{...config, tooltip, height: 240}} onPick={(week) => record('picked', week)} />
      <Typed signups={config.data.map((row) => ({week: String(row.week), signups: Number(row.signups)}))} />
    </>
  );
}
