import LZString from 'lz-string';
import {buildSandboxProject} from '../buildSandboxProject';
import {
  CODESANDBOX_DEFINE_URL,
  buildCodeSandboxParameters,
  decompressParameters,
  openInCodeSandbox,
} from '../openInCodeSandbox';
import {LINE_SOURCE, sampleDemo} from './fixtures';

describe('buildCodeSandboxParameters', () => {
  const project = buildSandboxProject(sampleDemo);
  const {parameters, query} = buildCodeSandboxParameters(project);

  it('compresses every project file, package.json included as text', () => {
    const definition = decompressParameters(parameters);
    expect(Object.keys(definition.files).sort()).toEqual(Object.keys(project.files).sort());
    for (const [path, content] of Object.entries(project.files)) {
      expect(definition.files[path]).toEqual({content, isBinary: false});
    }
    expect(definition.files['src/App.tsx'].content).toBe(LINE_SOURCE);
    expect(JSON.parse(definition.files['package.json'].content).dependencies['@ant-design/plots']).toBe('1.2.5');
  });

  it('uses the URL-safe base64 of CodeSandbox getParameters, which plain lz-string reads once restored', () => {
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const restored = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const padded = restored + '='.repeat((4 - (restored.length % 4)) % 4);
    expect(JSON.parse(LZString.decompressFromBase64(padded)!).files['src/App.tsx'].content).toBe(LINE_SOURCE);
  });

  it('opens the demo file in the editor', () => {
    expect(query).toBe('file=/src/App.tsx');
  });
});

describe('openInCodeSandbox', () => {
  it('POSTs a hidden form to the define endpoint in a new tab, then removes it', () => {
    let attached = false;
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      attached = document.body.contains(this);
    });
    openInCodeSandbox(buildSandboxProject(sampleDemo));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(attached).toBe(true);
    const submitted = submit.mock.contexts[0] as HTMLFormElement;
    expect(submitted.action).toBe(CODESANDBOX_DEFINE_URL);
    expect(submitted.method).toBe('post');
    expect(submitted.target).toBe('_blank');
    const inputs = Array.from(submitted.querySelectorAll('input'));
    expect(inputs.map((input) => [input.type, input.name])).toEqual([
      ['hidden', 'parameters'],
      ['hidden', 'query'],
    ]);
    expect(decompressParameters(inputs[0].value).files['src/App.tsx'].content).toBe(LINE_SOURCE);
    expect(document.body.contains(submitted)).toBe(false);
    submit.mockRestore();
  });
});
