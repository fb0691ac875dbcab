// A font file imported by a module is emitted as an asset; the import gives its URL (webpack asset/resource).
declare module '*.ttf' {
  const url: string;
  export default url;
}
