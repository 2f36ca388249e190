import React from 'react';
import Layout from '@theme/Layout';

export default function Changelog(): React.JSX.Element {
  return (
    <Layout title="Changelog" description="Release history of @ant-design/plots.">
      <main className="container margin-vert--lg">
        <h1>Changelog</h1>
      </main>
    </Layout>
  );
}
