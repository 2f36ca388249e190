export const SALES = [
  {month: 'Jan', sales: 120},
  {month: 'Feb', sales: 132},
  {month: 'Mar', sales: 101},
  {month: 'Apr', sales: 134},
];
