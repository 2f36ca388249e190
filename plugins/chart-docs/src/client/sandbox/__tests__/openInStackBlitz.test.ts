import {buildSandboxProject} from '../buildSandboxProject';
import {buildStackBlitzProject, openInStackBlitz} from '../openInStackBlitz';
import {LINE_SOURCE, sampleDemo} from './fixtures';

const openProject = jest.fn();
jest.mock('@stackblitz/sdk', () => ({
  __esModule: true,
  default: {openProject: (...args: unknown[]) => openProject(...args)},
}));

describe('buildStackBlitzProject', () => {
  const {project, options} = buildStackBlitzProject(buildSandboxProject(sampleDemo));

  it('lays the files out as StackBlitz create-react-app expects: index.html and index.js at the root', () => {
    expect(project.template).toBe('create-react-app');
    expect(Object.keys(project.files).sort()).toEqual([
      'App.tsx',
      'index.html',
      'index.js',
      'styles.css',
      'tsconfig.json',
    ]);
    expect(project.files['App.tsx']).toBe(LINE_SOURCE);
    expect(project.files['index.js']).toContain('createRoot(container).render(<App />);');
    expect(project.files['index.html']).toContain('<div id="root"></div>');
  });

  it('passes npm packages as dependencies', () => {
    expect(project.dependencies).toMatchObject({'@ant-design/plots': '1.2.5', react: '18.3.1', 'react-dom': '18.3.1'});
    expect(project.title).toBe('Basic line');
    expect(project.description).toBe('Monthly active users over two years.');
  });

  it('opens a new tab on the demo file', () => {
    expect(options).toEqual({newWindow: true, openFile: 'App.tsx'});
  });
});

describe('openInStackBlitz', () => {
  it('loads the SDK on demand and opens the project', async () => {
    await openInStackBlitz(buildSandboxProject(sampleDemo));
    expect(openProject).toHaveBeenCalledTimes(1);
    const [project, options] = openProject.mock.calls[0];
    expect(project.files['App.tsx']).toBe(LINE_SOURCE);
    expect(options).toEqual({newWindow: true, openFile: 'App.tsx'});
  });
});
