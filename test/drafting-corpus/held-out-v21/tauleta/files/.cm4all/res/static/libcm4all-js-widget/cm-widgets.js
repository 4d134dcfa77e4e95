/* cm4all widgets */
