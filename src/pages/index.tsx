import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Home(): React.JSX.Element {
  return (
    <Layout title="React charts built on G2Plot" description="Documentation of @ant-design/plots.">
      <main className="container margin-vert--lg">
        <h1>Ant Design Plots</h1>
        <p>
          <Link to="/api">API</Link> · <Link to="/guide">Get Started</Link>
        </p>
      </main>
    </Layout>
  );
}
