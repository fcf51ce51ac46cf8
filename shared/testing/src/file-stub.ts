// Stands in for CSS and image imports under Jest.
export default 'file-stub';
