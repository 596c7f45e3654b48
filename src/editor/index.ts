// The editor: a working copy of a model changed on its canvas, in its titles and descriptions, every change a
// command that undoes and is kept on the console's server, and submitted for review as a draft.

export { EditAsDraftButton, UnsubmittedNotice } from './EditAsDraft';
export { EditsInProgress } from './EditsInProgress';
export { editorRoutes } from './routes';
