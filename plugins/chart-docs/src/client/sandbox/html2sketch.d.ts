// The package's prebuilt browser bundle: its ES build pulls in Node-only
// modules (fs, path, url through `css` and `svgo-browser`) that a browser
// bundler cannot resolve. Same API as the package entry.
declare module 'html2sketch/dist/html2sketch.min.js' {
  export * from 'html2sketch';
}
