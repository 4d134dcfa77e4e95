function stichwerk(){var $wnd=window,$doc=document;/* GWT 2.9 bootstrap */}stichwerk();
