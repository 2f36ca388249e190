// The template's entry (StrictMode, createRoot), with a page per recipe: `/` is the Vite recipe's App,
// `/?recipe=export` the export recipe's components, and so on (src/harness/).
import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import App from './App.tsx';
import {HARNESSES} from './harness/index.ts';

const name = new URLSearchParams(window.location.search).get('recipe');
const Page = name === null ? App : HARNESSES[name];

createRoot(document.getElementById('root')!).render(
  <StrictMode>{Page ? <Page /> : <p role="alert">No recipe page named {name}</p>}</StrictMode>,
);
