// README "Every method in one element": every method of a German checkout in the drop-in.
/* snippet */
