/**
 * title: Word cloud with custom fonts
 * description: Skills listed on data-science job applications, set in a serif font; `wordStyle` functions make words weighted 300 or more bold with 4 px of padding, and the rest normal with 1 px.
 * keywords: fontFamily, fontWeight, padding, wordStyle, typography, serif, skills
 * topics: colors
 * order: 5
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

// Applications (out of 1,200) that list each skill.
const skills: [string, number][] = [
  ['Python', 1084],
  ['SQL', 962],
  ['Statistics', 771],
  ['Machine learning', 745],
  ['pandas', 688],
  ['Excel', 612],
  ['R', 498],
  ['Tableau', 455],
  ['scikit-learn', 433],
  ['Power BI', 402],
  ['Git', 391],
  ['NumPy', 377],
  ['Deep learning', 341],
  ['Spark', 318],
  ['AWS', 302],
  ['TensorFlow', 286],
  ['PyTorch', 279],
  ['Data cleaning', 266],
  ['A/B testing', 241],
  ['Regression', 233],
  ['Jupyter', 226],
  ['Docker', 198],
  ['Airflow', 176],
  ['NLP', 171],
  ['Time series', 165],
  ['Linux', 158],
  ['dbt', 149],
  ['Snowflake', 143],
  ['Looker', 131],
  ['BigQuery', 128],
  ['Azure', 122],
  ['Hadoop', 97],
  ['Kafka', 91],
  ['Matplotlib', 212],
  ['Seaborn', 134],
  ['Forecasting', 119],
  ['Bayesian', 88],
  ['Computer vision', 84],
  ['XGBoost', 116],
  ['Clustering', 102],
  ['Feature engineering', 95],
  ['MLOps', 72],
  ['Kubernetes', 64],
  ['Scala', 58],
  ['Julia', 21],
  ['SAS', 77],
  ['SPSS', 52],
  ['Databricks', 109],
  ['Streamlit', 47],
  ['FastAPI', 43],
  ['Causal inference', 39],
  ['LLMs', 107],
  ['Prompting', 36],
  ['D3.js', 29],
  ['Geospatial', 33],
  ['Survey design', 26],
  ['Storytelling', 81],
  ['Communication', 215],
  ['Stakeholders', 68],
  ['Agile', 74],
];
const data = skills.map(([skill, applications]) => ({skill, applications}));

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="skill"
      weightField="applications"
      colorField="skill"
      color={['#8D6E63', '#A8720F', '#8A6FD1', '#3E7FD0', '#C8612F']}
      random={0.5}
      wordStyle={{
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: [12, 54],
        rotation: 0,
        fontWeight: (word) => (word.value >= 300 ? 'bold' : 'normal'),
        padding: (word) => (word.value >= 300 ? 4 : 1),
      }}
      legend={false}
      tooltip={{formatter: (d) => ({name: d.text, value: `${d.value} applications`})}}
    />
  );
}
