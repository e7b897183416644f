/** A font file imported for its URL (webpack asset/resource; jest maps it to a stub). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
